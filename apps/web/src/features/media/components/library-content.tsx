import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { EmptyState, LoadingBlocks, QueryError } from '../../../ui/query-states';
import type { useLibrary } from '../api/use-library';
import { FileGrid, type FileGridProps } from './file-grid';

type GridProps = Omit<FileGridProps, 'files' | 'hasMore' | 'loadingMore' | 'onEndReached'>;

/**
 * The files of a library view in each state: skeletons while loading, the server's message
 * with "Tentar de novo", the first-upload lesson when the library is empty, "nada
 * encontrado" when a filter leaves nothing, else the virtualized grid.
 */
export function LibraryContent({
  library,
  grid,
  onUpload,
  emptyHint,
}: {
  library: ReturnType<typeof useLibrary>;
  grid: GridProps;
  onUpload?: () => void;
  emptyHint?: ReactNode;
}) {
  const { query, files } = library;
  if (query.isPending)
    return <LoadingBlocks label="Carregando arquivos" count={6} height={150} columns={3} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (files.length === 0 && library.filtered)
    return (
      <EmptyState icon={<SearchOff />} title="Nenhum arquivo encontrado">
        {library.folderId !== null && !library.filters.q && library.kind === null
          ? 'Esta pasta está vazia. Arraste arquivos do computador para cá ou para a pasta na lista ao lado.'
          : 'Tente outra busca ou outro tipo.'}
      </EmptyState>
    );
  if (files.length === 0)
    return (
      <EmptyState
        icon={<CloudUploadOutlined />}
        title="Sua biblioteca está vazia"
        action={
          onUpload && (
            <Button variant="contained" startIcon={<CloudUploadOutlined />} onClick={onUpload}>
              Enviar o primeiro arquivo
            </Button>
          )
        }
      >
        {emptyHint ??
          'Arraste imagens, PDFs ou documentos do computador para esta tela, ou use o botão. Depois é só escolhê-los onde precisar, como na foto do perfil.'}
      </EmptyState>
    );
  return (
    <FileGrid
      {...grid}
      files={files}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onEndReached={() => void query.fetchNextPage()}
    />
  );
}
