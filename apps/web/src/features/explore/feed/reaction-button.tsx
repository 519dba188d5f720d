import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button } from '@mui/material';
import type { ExploreItem } from '@orbita/contracts/explore';
import { useState } from 'react';
import { useHeldValue } from '../../../platform/cache';
import { notify } from '../../../platform/toasts';
import { exploreApi } from '../api/explore-api';

/**
 * The heart: toggled at once (optimistic) and held until the server answers, then the
 * server's count. The feed does not say whether I reacted; the toggle's answer does.
 */
export function ReactionButton({ item }: { item: ExploreItem }) {
  const [server, setServer] = useState({ reacted: false, reactions: item.reactions });
  const [shown, hold] = useHeldValue(server);
  const toggle = () => {
    const next = {
      reacted: !shown.reacted,
      reactions: Math.max(0, shown.reactions + (shown.reacted ? -1 : 1)),
    };
    const save = exploreApi.react(item.kind, item.id).then(
      (answer) => setServer(answer),
      (error: Error) => {
        notify.error(error.message);
        throw error;
      },
    );
    hold(next, save);
  };
  return (
    <Button
      size="small"
      color={shown.reacted ? 'error' : 'inherit'}
      startIcon={shown.reacted ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      aria-pressed={shown.reacted}
      aria-label={`Curtir “${item.title}” (${shown.reactions})`}
      onClick={toggle}
    >
      {shown.reactions}
    </Button>
  );
}
