import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWithQueries } from './lazy-with-queries';
import { queryClient } from './query-client';
import { QueryLayer } from './query-layer';

function WhichClient({ label }: { label: string }) {
  const client = useQueryClient();
  return <p>{`${label}: ${client === queryClient ? 'app' : 'outer'}`}</p>;
}

describe('QueryLayer', () => {
  it("provides the app's query client", () => {
    render(
      <QueryLayer>
        <WhichClient label="camada" />
      </QueryLayer>,
    );
    expect(screen.getByText('camada: app')).toBeInTheDocument();
  });

  it('keeps a client already provided (a test’s own)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <QueryLayer>
          <WhichClient label="camada" />
        </QueryLayer>
      </QueryClientProvider>,
    );
    expect(screen.getByText('camada: outer')).toBeInTheDocument();
  });
});

describe('lazyWithQueries', () => {
  it('renders a lazy part that uses React Query where no client is provided', async () => {
    const Part = lazyWithQueries(async () => WhichClient);
    render(<Part label="parte" />);
    expect(await screen.findByText('parte: app')).toBeInTheDocument();
  });
});
