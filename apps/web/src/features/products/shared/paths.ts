/** The web addresses of the products' screens. */
export const PRODUCTS_PATH = '/produto/produtos';
export const productPath = (id: string) => `/produto/produto/${id}`;
