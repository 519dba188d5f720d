import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { ROOT_ID } from '@orbita/contracts/mind-map-doc';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { notify } from '../../../platform/toasts';
import { ExportMenu } from '../history/export-menu';
import { exportMapImage, type ImageFormat } from './export-image';
import type { EditorApi } from './map-editor';
import { PresentButton } from './presentation';

/** The nodes "Converter em tarefas" works on: the selection without the root (refused). */
export const convertible = (selection: string[]) => selection.filter((id) => id !== ROOT_ID);

interface Props {
  api: EditorApi;
  mapId: string;
  title: string;
  onDetails: () => void;
  onConvert: (nodeIds: string[]) => void;
  onHistory: () => void;
  /** "Salvar como estrutura" (platform/structures), for who may create; absent otherwise. */
  onSaveStructure?: () => void;
}

interface Action {
  label: string;
  icon: ReactNode;
  run: () => void;
  disabled?: boolean;
  hint?: string;
}

/** Toolbar buttons keep the keyboard on the canvas (the map's shortcuts go on working). */
const keep = (e: MouseEvent) => e.preventDefault();

/**
 * The editor's page actions: "Detalhes", "Converter em tarefas", "Histórico", "Exportar"
 * (the server's JSON/OPML/Markdown + the editor's PNG/SVG image) and "Apresentar". On a phone
 * all but "Exportar" fold into one "Mais" menu, so the toolbar stays two rows at 360 px (and
 * the phone's detail sheet leaves the idea it describes in view). "Salvar como estrutura"
 * joins them for who may create.
 */
export function MapActions({
  api,
  mapId,
  title,
  onDetails,
  onConvert,
  onHistory,
  onSaveStructure,
}: Props) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [more, setMore] = useState<HTMLElement | null>(null);
  const nodes = convertible(api.selection);
  const actions: Action[] = [
    { label: 'Detalhes', icon: <InfoOutlined />, run: onDetails, hint: 'Detalhes da ideia' },
    {
      label: 'Converter em tarefas',
      icon: <TaskAltOutlined />,
      run: () => onConvert(nodes),
      disabled: api.readOnly || nodes.length === 0,
      hint: api.readOnly
        ? 'Somente quem edita pode converter'
        : nodes.length === 0
          ? 'Selecione ideias (a central não é convertida)'
          : 'Transformar as ideias selecionadas em tarefas ou itens',
    },
    { label: 'Histórico', icon: <HistoryOutlined />, run: onHistory, hint: 'Versões e edições' },
  ];
  const structure: Action[] = onSaveStructure
    ? [
        {
          label: 'Salvar como estrutura',
          icon: <BookmarkAddOutlined />,
          run: onSaveStructure,
          hint: 'Guardar este mapa como modelo para criar outros',
        },
      ]
    : [];
  const present: Action = { label: 'Apresentar', icon: <SlideshowOutlined />, run: api.present };
  const image = (format: ImageFormat) => (e: MouseEvent<HTMLElement>) => {
    // ExportMenu closes only on its own items: an Escape on its list closes it for ours too.
    e.currentTarget.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    exportMapImage(format, { title, geometry: api.geometry }).catch((error: unknown) =>
      notify.error(error instanceof Error ? error.message : 'Não foi possível gerar a imagem.'),
    );
  };
  const exportMenu = (
    <ExportMenu
      mapId={mapId}
      iconOnly={compact}
      extra={[
        <MenuItem key="png" onClick={image('png')}>
          <ListItemIcon>
            <ImageOutlined />
          </ListItemIcon>
          Imagem PNG
        </MenuItem>,
        <MenuItem key="svg" onClick={image('svg')}>
          <ListItemIcon>
            <ImageOutlined />
          </ListItemIcon>
          Imagem SVG
        </MenuItem>,
      ]}
    />
  );
  if (compact)
    return (
      <>
        {exportMenu}
        <Tooltip title="Mais ações">
          <IconButton
            aria-label="Mais"
            aria-haspopup="menu"
            onMouseDown={keep}
            onClick={(e) => setMore(e.currentTarget)}
          >
            <MoreVertOutlined />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={more} open={!!more} onClose={() => setMore(null)}>
          {[...actions, present, ...structure].map((a) => (
            <MenuItem
              key={a.label}
              disabled={a.disabled}
              sx={{ minHeight: 44 }}
              onClick={() => {
                setMore(null);
                a.run();
              }}
            >
              <ListItemIcon>{a.icon}</ListItemIcon>
              <ListItemText>{a.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  return (
    <>
      {actions.map((a) => (
        <Tooltip key={a.label} title={a.hint}>
          <span>
            <Button
              size="small"
              startIcon={a.icon}
              disabled={a.disabled}
              onMouseDown={keep}
              onClick={a.run}
            >
              {a.label}
            </Button>
          </span>
        </Tooltip>
      ))}
      {exportMenu}
      <PresentButton onClick={api.present} />
      {structure.map((a) => (
        <Tooltip key={a.label} title={a.hint}>
          <Button size="small" startIcon={a.icon} onMouseDown={keep} onClick={a.run}>
            {a.label}
          </Button>
        </Tooltip>
      ))}
    </>
  );
}
