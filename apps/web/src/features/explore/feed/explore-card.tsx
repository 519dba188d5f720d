import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  IconButton,
  Link,
  Tooltip,
  Typography,
} from '@mui/material';
import { exploreKindLabels, type ExploreItem } from '@orbita/contracts/explore';
import type { ReactNode } from 'react';
import { shortDate } from './format';
import { ReactionButton } from './reaction-button';

/**
 * One item of explore: cover, kind, title (a real link to its public address, which the
 * server renders as HTML), site, excerpt (or the search's highlighted one), date, reactions
 * and "Denunciar".
 */
export function ExploreCard({
  item,
  excerpt,
  onReport,
  compact,
}: {
  item: ExploreItem;
  excerpt?: ReactNode;
  onReport: (item: ExploreItem) => void;
  compact?: boolean;
}) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={item.title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      {item.coverUrl && (
        <CardMedia
          component="img"
          image={item.coverUrl}
          alt=""
          loading="lazy"
          sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1, display: 'grid', gap: 0.75, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={exploreKindLabels[item.kind]} />
          {item.featured && <Chip size="small" color="primary" label="Em destaque" />}
          {item.picked && <Chip size="small" color="secondary" label="Escolha da equipe" />}
        </Box>
        <Typography
          variant={compact ? 'subtitle1' : 'h6'}
          component="h3"
          sx={{ overflowWrap: 'anywhere' }}
        >
          <Link href={item.url} underline="hover" color="inherit">
            {item.title}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.site.title}
          {item.publishedAt ? ` · ${shortDate(item.publishedAt)}` : ''}
        </Typography>
        {(excerpt ?? item.excerpt) && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: compact ? 3 : 4,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              '& mark': { bgcolor: 'warning.light', color: 'inherit' },
            }}
          >
            {excerpt ?? item.excerpt}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <ReactionButton item={item} />
        <Tooltip title="Denunciar">
          <IconButton
            size="small"
            aria-label={`Denunciar “${item.title}”`}
            onClick={() => onReport(item)}
          >
            <FlagOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
