import { Box, Tab, Tabs } from '@mui/material';
import type { Publication } from '@orbita/contracts/publications';
import type { Member } from '@orbita/contracts/workspaces';
import { useState, type ReactNode } from 'react';
import { DetailsTab } from './details-tab';
import type { PublicationSave } from './use-publication-save';

/**
 * The side panel of the editor: "Detalhes" (metadata, status, publishing) and, when mounted by
 * the screen, "Revisão" (the testing audience and its comments).
 */
export function PublicationPanel({
  item,
  members,
  membersLoading,
  canWrite,
  canManage,
  save,
  review,
}: {
  item: Publication;
  members: Member[];
  membersLoading: boolean;
  canWrite: boolean;
  canManage: boolean;
  save: PublicationSave;
  /** The "Revisão" tab's content, when there is one. */
  review?: ReactNode;
}) {
  const [tab, setTab] = useState<'detalhes' | 'revisao'>('detalhes');
  const shown = review ? tab : 'detalhes';
  return (
    <Box>
      <Tabs
        value={shown}
        onChange={(_e, value: 'detalhes' | 'revisao') => setTab(value)}
        aria-label="Painel da publicação"
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="detalhes"
          label="Detalhes"
          id="publication-tab-detalhes"
          aria-controls="publication-panel-detalhes"
        />
        {review && (
          <Tab
            value="revisao"
            label="Revisão"
            id="publication-tab-revisao"
            aria-controls="publication-panel-revisao"
          />
        )}
      </Tabs>
      <Box
        role="tabpanel"
        id={`publication-panel-${shown}`}
        aria-labelledby={`publication-tab-${shown}`}
      >
        {shown === 'detalhes' ? (
          <DetailsTab
            item={item}
            members={members}
            membersLoading={membersLoading}
            canWrite={canWrite}
            canManage={canManage}
            save={save}
          />
        ) : (
          review
        )}
      </Box>
    </Box>
  );
}
