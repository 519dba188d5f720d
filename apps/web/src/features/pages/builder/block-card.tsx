import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { Alert, Box, IconButton, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import type { PageBlock } from '@orbita/contracts/pages';
import { blockLabel, missingOf } from './block-kinds';
import { ButtonBlockEditor } from './blocks/button-block';
import { FormBlockEditor } from './blocks/form-block';
import { GalleryBlockEditor } from './blocks/gallery-block';
import { GameBlockEditor } from './blocks/game-block';
import { ImageBlockEditor } from './blocks/image-block';
import { ProductBlockEditor } from './blocks/product-block';
import { lazy, Suspense } from 'react';

// The text block's editor (TipTap and ProseMirror, most of the builder's code) is its own
// chunk: the builder, its other blocks and the preview show while it arrives.
const TextBlockEditor = lazy(() =>
  import('../../../platform/rich-text/rich-text-editor').then((m) => ({
    default: m.RichTextEditor,
  })),
);

function BlockBody({
  block,
  position,
  readOnly,
  onChange,
}: {
  block: PageBlock;
  position: number;
  readOnly: boolean;
  onChange: (block: PageBlock) => void;
}) {
  switch (block.type) {
    case 'text':
      return (
        <Suspense
          fallback={<Skeleton variant="rounded" height={96} aria-label="Carregando o editor" />}
        >
          <TextBlockEditor
            html={block.html}
            label={`Texto do bloco ${position}`}
            readOnly={readOnly}
            onChange={(html) => onChange({ ...block, html })}
          />
        </Suspense>
      );
    case 'image':
      return <ImageBlockEditor block={block} readOnly={readOnly} onChange={onChange} />;
    case 'gallery':
      return <GalleryBlockEditor block={block} readOnly={readOnly} onChange={onChange} />;
    case 'button':
      return <ButtonBlockEditor block={block} readOnly={readOnly} onChange={onChange} />;
    case 'product':
      return <ProductBlockEditor block={block} readOnly={readOnly} onChange={onChange} />;
    case 'game':
      return <GameBlockEditor block={block} readOnly={readOnly} onChange={onChange} />;
    case 'form':
      return <FormBlockEditor block={block} readOnly={readOnly} onChange={onChange} />;
  }
}

/** One block of the page as an editable card: drag handle, move up/down, delete. */
export function BlockCard({
  block,
  index,
  count,
  readOnly,
  onChange,
  onMove,
  onDelete,
}: {
  block: PageBlock;
  index: number;
  count: number;
  readOnly: boolean;
  onChange: (block: PageBlock) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    disabled: readOnly,
  });
  const label = blockLabel(block.type);
  const name = `${label} (bloco ${index + 1})`;
  const missing = missingOf(block);
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={name}
      data-block-type={block.type}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
      sx={{ p: 1.5, position: 'relative', zIndex: isDragging ? 2 : undefined }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
        {!readOnly && (
          <IconButton
            size="small"
            {...attributes}
            {...listeners}
            aria-label={`Arrastar ${name}`}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        )}
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {label}
        </Typography>
        {!readOnly && (
          <Box sx={{ display: 'flex' }}>
            <Tooltip title="Mover para cima">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Mover ${name} para cima`}
                  disabled={index === 0}
                  onClick={() => onMove(index - 1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Mover para baixo">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Mover ${name} para baixo`}
                  disabled={index === count - 1}
                  onClick={() => onMove(index + 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Excluir bloco">
              <IconButton size="small" aria-label={`Excluir ${name}`} onClick={onDelete}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </Stack>
      <BlockBody block={block} position={index + 1} readOnly={readOnly} onChange={onChange} />
      {missing && !readOnly && (
        <Alert severity="warning" sx={{ mt: 1.5, py: 0 }}>
          {missing} Este bloco fica fora da página até ficar completo.
        </Alert>
      )}
    </Paper>
  );
}
