import { Box, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { MapSnapshotNode, StructureSnapshot } from '@orbita/contracts/structures';

/** Map outlines and codex trees are shown this deep and this long at most (a preview). */
const OUTLINE_MAX = 60;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const none = (text: string) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

/** A tree's first OUTLINE_MAX lines, depth first, each with its depth. */
function flatten<T extends { children: T[] }>(roots: T[]): { node: T; depth: number }[] {
  const lines: { node: T; depth: number }[] = [];
  const walk = (nodes: T[], depth: number) => {
    for (const node of nodes) {
      if (lines.length >= OUTLINE_MAX) return;
      lines.push({ node, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return lines;
}

/** A tree as an indented outline, cut at OUTLINE_MAX lines. */
function Outline<T extends { children: T[] }>({
  roots,
  label,
  textOf,
}: {
  roots: T[];
  label: string;
  textOf: (node: T) => string;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {flatten(roots).map(({ node, depth }, i) => (
        <Box component="li" key={i} sx={{ pl: depth * 2.5 }}>
          <Typography variant="body2" component="span">
            {depth > 0 ? '• ' : ''}
            {textOf(node) || '(sem texto)'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const countNodes = (nodes: { children: unknown[] }[]): number =>
  nodes.reduce((n, node) => n + 1 + countNodes(node.children as { children: unknown[] }[]), 0);

/** What a version holds, by kind: fields and formulas, stages and WIP, the map's tree, blocks, entries, missions and levels. */
export function SnapshotPreview({ snapshot }: { snapshot: StructureSnapshot }) {
  switch (snapshot.kind) {
    case 'lista': {
      const { fields, formulas } = snapshot.data;
      return (
        <>
          <Section title="Campos">
            {fields.length ? (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {fields.map((f) => (
                  <Chip key={f.key} label={f.label} size="small" />
                ))}
              </Stack>
            ) : (
              none('Nenhum campo.')
            )}
          </Section>
          <Section title="Fórmulas">
            {formulas.length ? (
              <List dense disablePadding>
                {formulas.map((f) => (
                  <ListItem key={f.key} disableGutters>
                    <ListItemText
                      primary={f.label}
                      secondary={f.expression}
                      slotProps={{ secondary: { sx: { fontFamily: 'monospace' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              none('Nenhuma fórmula.')
            )}
          </Section>
        </>
      );
    }
    case 'processo':
      return (
        <>
          <Section title="Etapas">
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {snapshot.data.stages.map((s, i) => (
                <li key={i}>
                  <Typography variant="body2" component="span">
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        display: 'inline-block',
                        width: 10,
                        height: 10,
                        borderRadius: '50%',
                        bgcolor: s.color,
                        mr: 1,
                      }}
                    />
                    {s.name}
                    {s.wipLimit !== null ? ` — limite de ${s.wipLimit} em andamento` : ''}
                  </Typography>
                </li>
              ))}
            </Box>
          </Section>
          {snapshot.data.fields.length > 0 && (
            <Section title="Campos">
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {snapshot.data.fields.map((f) => (
                  <Chip key={f.key} label={f.label} size="small" />
                ))}
              </Stack>
            </Section>
          )}
        </>
      );
    case 'mapa': {
      const root: MapSnapshotNode = snapshot.data.root;
      return (
        <Section title={`Árvore do mapa (${countNodes([root])} nós)`}>
          <Outline roots={[root]} label="Árvore do mapa" textOf={(n) => n.text} />
        </Section>
      );
    }
    case 'pagina': {
      const blocks = snapshot.data.blocks;
      return (
        <>
          {snapshot.data.seoTitle && (
            <Section title="Título">
              <Typography variant="body2">{snapshot.data.seoTitle}</Typography>
            </Section>
          )}
          <Section title={`Blocos (${blocks.length})`}>
            {blocks.length ? (
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {blocks.slice(0, OUTLINE_MAX).map((b, i) => (
                  <li key={i}>
                    <Typography variant="body2">{b.type}</Typography>
                  </li>
                ))}
              </Box>
            ) : (
              none('Nenhum bloco.')
            )}
          </Section>
        </>
      );
    }
    case 'codex':
      return (
        <Section title={`Entradas (${countNodes(snapshot.data.entries)})`}>
          {snapshot.data.entries.length ? (
            <Outline
              roots={snapshot.data.entries}
              label="Entradas do códex"
              textOf={(e) => e.title}
            />
          ) : (
            none('Nenhuma entrada.')
          )}
        </Section>
      );
    case 'jogo':
      return (
        <>
          <Section title="Missões">
            {snapshot.data.missions.length ? (
              <List dense disablePadding>
                {snapshot.data.missions.map((m, i) => (
                  <ListItem key={i} disableGutters>
                    <ListItemText
                      primary={m.name}
                      secondary={`Meta ${m.goal.target} · ${m.points} pontos`}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              none('Nenhuma missão.')
            )}
          </Section>
          <Section title="Níveis">
            {snapshot.data.levels.length ? (
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {snapshot.data.levels.map((l, i) => (
                  <li key={i}>
                    <Typography variant="body2">
                      {l.name} — a partir de {l.xpThreshold} XP
                    </Typography>
                  </li>
                ))}
              </Box>
            ) : (
              none('Nenhum nível.')
            )}
          </Section>
        </>
      );
  }
}
