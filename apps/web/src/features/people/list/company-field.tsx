import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { peopleQueries } from '../api/queries';
import type { CompanyOption } from './person-form';

/** Types to search the workspace's companies (the first 20 matching names). */
export function CompanyField({
  value,
  onChange,
  label = 'Empresa',
  size,
  excludeId,
}: {
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  label?: string;
  size?: 'small' | 'medium';
  excludeId?: string;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({ ...peopleQueries.companies(q), enabled: open });
  const options: CompanyOption[] = (found.data?.items ?? [])
    .filter((c) => c.id !== excludeId)
    .map((c) => ({ id: c.id, name: c.name }));
  return (
    <Autocomplete
      size={size}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      loading={found.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, company) => onChange(company)}
      onInputChange={(_e, typed, reason) => reason === 'input' && setText(typed)}
      noOptionsText={q ? 'Nenhuma empresa encontrada' : 'Nenhuma empresa cadastrada'}
      loadingText="Procurando…"
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
