import type { Screens } from '../screens';

export const screens: Screens = {};
