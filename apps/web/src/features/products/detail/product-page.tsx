import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NexosPanel } from '../../../platform/nexos';
import { useCan } from '../../../platform/session/app-state';
import { notify } from '../../../platform/toasts';
import { RecordElsewhere } from '../../../platform/workspace-switch/record-elsewhere';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { useDeleteProduct } from '../api/mutations';
import { productsQueries } from '../api/queries';
import { PRODUCT_FEATURE } from '../shared/feature';
import { KindChip, StatusChip } from '../shared/labels';
import { PRODUCTS_PATH } from '../shared/paths';
import { ImagesSection } from './images-section';
import { ProductForm } from './product-form';
import { VariantsSection } from './variants-section';

/** `/produto/produto/{id}`: one product — its fields, images and variants. */
export function ProductPage() {
  const { id } = useParams();
  if (!id)
    return (
      <EmptyState
        icon={<Inventory2Outlined />}
        title="Escolha um produto"
        action={
          <Button component={Link} to={PRODUCTS_PATH} variant="contained">
            Ver produtos
          </Button>
        }
      >
        Abra um produto da lista para editá-lo.
      </EmptyState>
    );
  return <ProductScreen key={id} id={id} />;
}

/** "Ver no catálogo": the public page opens only while the product is active. */
function CatalogLink({ path, active }: { path: string; active: boolean }) {
  const button = (
    <Button
      variant="outlined"
      startIcon={<OpenInNew />}
      href={path}
      target="_blank"
      rel="noopener"
      disabled={!active}
    >
      Ver no catálogo
    </Button>
  );
  return active ? (
    button
  ) : (
    <Tooltip title="Só produtos ativos aparecem no catálogo.">
      <span>{button}</span>
    </Tooltip>
  );
}

function ProductScreen({ id }: { id: string }) {
  const query = useQuery(productsQueries.detail(id));
  const canWrite = useCan('content.write', PRODUCT_FEATURE);
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const product = query.data;
  const title = product?.name ?? 'Produto';
  useEffect(() => {
    document.title = `${title} · Orbita`;
  }, [title]);

  if (query.isError)
    return (
      <RecordElsewhere
        kind="produto"
        id={id}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );

  // mutateAsync: the page leaves on success, which would drop mutate's callbacks.
  const confirmDelete = () =>
    remove.mutateAsync(id).then(
      () => {
        notify.check('Produto excluído.');
        void navigate(PRODUCTS_PATH);
      },
      (error: Error) => {
        setDeleting(false);
        notify.error(error.message);
      },
    );

  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 3 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton component={Link} to={PRODUCTS_PATH} aria-label="Voltar aos produtos">
          <ArrowBack />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          {product ? (
            <>
              <Typography variant="overline" color="text.secondary">
                {product.code}
              </Typography>
              <Typography
                variant="h4"
                component="h1"
                sx={{
                  fontWeight: 500,
                  fontSize: { xs: '1.5rem', md: '2rem' },
                  overflowWrap: 'anywhere',
                }}
              >
                {product.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <StatusChip status={product.status} />
                <KindChip kind={product.kind} />
              </Stack>
            </>
          ) : (
            <Skeleton width={240} height={48} aria-label="Carregando o produto" />
          )}
        </Box>
        {product && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <CatalogLink path={product.catalogPath} active={product.status === 'ativo'} />
            {canWrite && (
              <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(true)}>
                Excluir
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {product ? (
        <>
          <SectionCard title="Dados do produto" variant="outlined">
            <ProductForm product={product} canWrite={canWrite} />
          </SectionCard>
          <SectionCard
            title="Imagens"
            subtitle="Da biblioteca de mídia; a primeira é a capa. Uma imagem pode ser de uma variação só."
            variant="outlined"
          >
            <ImagesSection product={product} canWrite={canWrite} />
          </SectionCard>
          <SectionCard
            title="Variações"
            subtitle="Tamanho, cor, SKU, preço próprio e estoque de cada variação."
            variant="outlined"
          >
            <VariantsSection product={product} canWrite={canWrite} />
          </SectionCard>
          <NexosPanel kind="produto" id={product.id} card />
        </>
      ) : (
        <Stack spacing={2} role="status" aria-label="Carregando o produto">
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      )}
      <ConfirmDialog
        open={deleting}
        title="Excluir produto?"
        text={`"${product?.name ?? ''}" será excluído para todos da conta e sai do catálogo. Não é possível desfazer.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
}
