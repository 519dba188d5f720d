import { PAGE_TITLE_MAX, type PageBlock } from '@orbita/contracts/pages';
import type { PageSnapshot } from '@orbita/contracts/structures';
import { joinedContext } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import type { TemplateKind } from '../../platform/templates';
import { createPage, getPage } from './service';

/**
 * The blocks a structure keeps: those that stand on their own. Images and galleries (files
 * of the workspace's media library) and game blocks (a game of the workspace) are left out,
 * and a product block keeps no image: none of them would exist in another workspace.
 */
function portableBlocks(blocks: readonly PageBlock[]): PageBlock[] {
  return blocks.flatMap((b): PageBlock[] => {
    if (b.type === 'image' || b.type === 'gallery' || b.type === 'game') return [];
    if (b.type === 'product') return [{ ...b, fileId: null }];
    return [b];
  });
}

/**
 * A page as a structure (modules/structures): its draft blocks and SEO texts. A new page
 * from it goes through `createPage` (sanitized blocks, a free address from the new title,
 * private, `pages.page.created`).
 */
export const pageTemplate: TemplateKind<'pagina'> = {
  createPath: '/api/app/produto/pages',
  snapshot: async (tx, _env, member, id) => {
    const page = await getPage(tx, member, id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    if (!page) return null;
    const data: PageSnapshot = {
      seoTitle: page.seoTitle,
      seoDescription: page.seoDescription,
      blocks: portableBlocks(page.blocks),
    };
    return { name: page.title, data };
  },
  instantiate: async (tx, _env, target, data) => {
    const page = await createPage(joinedContext(tx), target, {
      title: target.name.slice(0, PAGE_TITLE_MAX).trim(),
      blocks: portableBlocks(data.blocks),
      seoTitle: data.seoTitle,
      seoDescription: data.seoDescription,
    });
    return { id: page.id };
  },
};
