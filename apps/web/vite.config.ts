import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :5000 (pnpm dev); Vite proxies /api to it so the browser sees
// one origin, exactly as in production where the API serves the built files.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000' } },
  build: { target: 'es2022', sourcemap: false },
});
