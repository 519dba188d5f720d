import ConstructionIcon from '@mui/icons-material/Construction';
import { Paper, Typography } from '@mui/material';
import { areas, type Area } from '@orbita/contracts/routes';
import { PageHeader } from './page-header';

/** The honest page of a screen whose module is not built yet (replaced by its issue). */
export function ComingSoon({ title, area }: { title: string; area?: Area }) {
  const areaName = area ? areas[area] : undefined;
  return (
    <>
      <PageHeader title={title} subtitle={areaName} />
      <Paper sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          Em breve
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
          {areaName
            ? `A área ${areaName} ainda está em construção.`
            : 'Esta tela ainda está em construção.'}{' '}
          Assim que estiver pronta, ela aparece aqui.
        </Typography>
      </Paper>
    </>
  );
}
