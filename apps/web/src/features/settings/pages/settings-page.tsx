import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { LoadingBlocks, QueryError } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { settingsQueries } from '../api/queries';
import { MenuEditor } from '../components/menu-editor';
import { PhoneNotifications } from '../components/phone-notifications';
import { PreferencesForm } from '../components/preferences-form';
import { ShortcutsEditor } from '../components/shortcuts-editor';

/** `/me/configuracoes`: the person's settings, side menu and shortcuts (theirs in every workspace). */
export function SettingsPage() {
  const settings = useQuery(settingsQueries.settings());
  const menu = useQuery(settingsQueries.menu());
  const { hash } = useLocation();

  // "Personalizar menu" in the side menu lands on the menu's section once it is there.
  useEffect(() => {
    if (hash && menu.data) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, menu.data]);

  return (
    // minmax(0, 1fr): a long shortcut address must not widen the page past a 360 px screen.
    <Box
      sx={{
        maxWidth: 1100,
        mx: 'auto',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      <PageHeader title="Configurações" subtitle="Meu espaço" />
      {settings.isPending ? (
        <LoadingBlocks label="Carregando configurações" count={2} />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <PreferencesForm settings={settings.data} />
      )}
      <PhoneNotifications />
      <Box
        id="menu"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)', scrollMarginTop: 80 }}
      >
        {menu.isPending ? (
          <LoadingBlocks label="Carregando menu e atalhos" count={2} />
        ) : menu.isError ? (
          <QueryError error={menu.error} onRetry={() => void menu.refetch()} />
        ) : (
          <>
            <SectionCard
              title="Atalhos"
              subtitle="No topo do menu lateral, em todos os seus aparelhos."
            >
              <ShortcutsEditor menu={menu.data} />
            </SectionCard>
            <SectionCard
              title="Menu lateral"
              subtitle="Arraste (ou use Espaço e as setas) para reordenar; desligue para ocultar. Salvo na hora."
            >
              <MenuEditor menu={menu.data} />
            </SectionCard>
          </>
        )}
      </Box>
    </Box>
  );
}
