import { CapturePage } from '../../features/flow/inbox/pages/capture-page';
import { WorkplacePage } from '../../features/flow/workplace/workplace-page';
import type { Screens } from '../screens';

export const screens: Screens = {
  '/flow/workplace': WorkplacePage,
  '/flow/coleta-ideias': CapturePage,
};
