import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { versionPlugin } from './build/version-plugin';

export default defineConfig({
  plugins: [react(), versionPlugin()],
  build: {
    // The manifest feeds the size budgets and the web benchmark (bench/).
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
