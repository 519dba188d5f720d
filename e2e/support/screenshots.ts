import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots that a person opens after the run (e2e/screenshots/, not committed). */
export async function snap(page: Page, name: string, width: number, height = 900): Promise<string> {
  await page.setViewportSize({ width, height });
  const dir = path.join(import.meta.dirname, '..', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
