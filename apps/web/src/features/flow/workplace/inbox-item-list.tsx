import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Checkbox,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { itemTransitionLabels, type BulkItemsBody, type InboxItem } from '@orbita/contracts/flow';
import {
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  type TouchEvent,
} from 'react';
import { useLongPress } from '../../../platform/long-press';
import { ItemChips } from '../inbox/components/item-chips';
import { formatSaoPaulo } from '../inbox/components/sao-paulo-time';
import { ItemEditDialog } from './item-edit-dialog';

type BulkAction = BulkItemsBody['action'];

/** How long after a long press's release the browser's own click may still arrive. */
const RELEASE_CLICK_MS = 400;

interface InboxItemListProps {
  items: InboxItem[];
  label: string;
  /** Bulk actions offered for the selection; none = no selection. */
  bulk?: readonly BulkAction[];
  onBulk?: (action: BulkAction, ids: string[]) => void;
  busy?: boolean;
  /** Extra controls per item (organize). */
  renderExtra?: (item: InboxItem) => ReactNode;
  /** Each item's text, due date and tags can be edited (the role writes). */
  editable?: boolean;
}

/** Inbox items (urgent first, as the server orders them), with multi-select and bulk actions. */
export function InboxItemList({
  items,
  label,
  bulk = [],
  onBulk,
  busy,
  renderExtra,
  editable,
}: InboxItemListProps) {
  const [chosen, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editingId, setEditingId] = useState<string | null>(null);
  // The item as it is now (live updates included); one that left the list closes the editor.
  const editing = editable ? items.find((i) => i.id === editingId) : undefined;
  const selectable = bulk.length > 0;

  // Items that left the list (processed here or elsewhere) leave the selection too.
  const selected = useMemo(() => {
    const present = new Set(items.map((i) => i.id));
    return new Set([...chosen].filter((id) => present.has(id)));
  }, [items, chosen]);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set([...current].filter((c) => selected.has(c)));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = items.length > 0 && selected.size === items.length;

  // Long press on an item (spec §9) opens its actions: edit, and the list's actions for it
  // alone. One press handler for the list; the item is the one the finger went down on.
  const pressedOn = useRef<HTMLElement | null>(null);
  const [actionsAnchor, setActionsAnchor] = useState<HTMLElement | null>(null);
  const press = useLongPress(() => setActionsAnchor(pressedOn.current));
  const remember = (e: SyntheticEvent) => {
    pressedOn.current = (e.target as HTMLElement).closest<HTMLElement>('[data-item-id]');
  };
  // The browser follows the lifted finger with a click, which lands on the menu's backdrop:
  // a backdrop click right after the release does not close the menu just opened.
  const releasedAt = useRef(0);
  const released = () => {
    releasedAt.current = Date.now();
  };
  const pressHandlers =
    editable || selectable
      ? {
          ...press,
          onPointerUp: () => {
            released();
            press.onPointerUp();
          },
          onTouchEnd: () => {
            released();
            press.onTouchEnd();
          },
          onPointerDown: (e: PointerEvent) => {
            remember(e);
            press.onPointerDown(e);
          },
          onMouseDown: (e: MouseEvent) => {
            remember(e);
            press.onMouseDown(e);
          },
          onTouchStart: (e: TouchEvent) => {
            remember(e);
            press.onTouchStart(e);
          },
        }
      : {};
  const actionsItem = items.find((i) => i.id === actionsAnchor?.dataset.itemId);

  return (
    <Paper variant="outlined">
      {selectable && (
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            px: 1,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
            minHeight: 52,
          }}
        >
          <Checkbox
            checked={all}
            indeterminate={selected.size > 0 && !all}
            onChange={() => setSelected(all ? new Set() : new Set(items.map((i) => i.id)))}
            slotProps={{ input: { 'aria-label': 'Selecionar todos' } }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 90 }}>
            {selected.size > 0 ? `${selected.size} selecionado(s)` : 'Selecionar em lote'}
          </Typography>
          {bulk.map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'separate' ? 'contained' : 'outlined'}
              color={action === 'cancel' ? 'error' : 'primary'}
              disabled={selected.size === 0 || busy}
              onClick={() => {
                onBulk?.(action, [...selected]);
                setSelected(new Set());
              }}
            >
              {itemTransitionLabels[action]}
            </Button>
          ))}
        </Stack>
      )}
      <List aria-label={label} disablePadding {...pressHandlers}>
        {items.map((item) => (
          <ListItem
            key={item.id}
            divider
            data-item-code={item.code}
            data-item-id={item.id}
            sx={{ alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' }, gap: 1 }}
          >
            {selectable && (
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Checkbox
                  edge="start"
                  checked={selected.has(item.id)}
                  onChange={() => toggle(item.id)}
                  slotProps={{ input: { 'aria-label': `Selecionar ${item.code}` } }}
                />
              </ListItemIcon>
            )}
            <ListItemText
              sx={{
                minWidth: 0,
                flex: { xs: '1 1 160px', md: '1 1 240px' },
                wordBreak: 'break-word',
              }}
              primary={
                <>
                  <Typography
                    component="span"
                    variant="body2"
                    color="primary"
                    sx={{ fontFamily: 'monospace', fontWeight: 600, mr: 1 }}
                  >
                    {item.code}
                  </Typography>
                  {item.content}
                </>
              }
              secondary={
                <Box
                  component="span"
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 0.5,
                    alignItems: 'center',
                    mt: 0.5,
                  }}
                >
                  <ItemChips item={item} />
                  <Typography component="span" variant="caption" color="text.secondary">
                    coletado em {formatSaoPaulo(item.createdAt)}
                  </Typography>
                </Box>
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
            {editable && (
              <Tooltip title="Editar texto, prazo e etiquetas">
                <IconButton
                  aria-label={`Editar ${item.code}`}
                  onClick={() => setEditingId(item.id)}
                  // Beside the text on phones; last on wide screens.
                  sx={{ alignSelf: 'center', order: { md: 1 } }}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {renderExtra?.(item)}
          </ListItem>
        ))}
      </List>
      <Menu
        anchorEl={actionsAnchor}
        open={!!actionsItem}
        onClose={(_, reason) => {
          if (reason === 'backdropClick' && Date.now() - releasedAt.current < RELEASE_CLICK_MS)
            return;
          setActionsAnchor(null);
        }}
        slotProps={{ list: { 'aria-label': `Ações de ${actionsItem?.code ?? ''}` } }}
      >
        {editable && (
          <MenuItem
            onClick={() => {
              setEditingId(actionsItem?.id ?? null);
              setActionsAnchor(null);
            }}
          >
            Editar texto, prazo e etiquetas
          </MenuItem>
        )}
        {bulk.map((action) => (
          <MenuItem
            key={action}
            disabled={busy}
            onClick={() => {
              if (actionsItem) onBulk?.(action, [actionsItem.id]);
              setActionsAnchor(null);
            }}
          >
            {itemTransitionLabels[action]}
          </MenuItem>
        ))}
      </Menu>
      {editing && <ItemEditDialog item={editing} onClose={() => setEditingId(null)} />}
    </Paper>
  );
}
