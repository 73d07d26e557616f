import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

const apiServer = 'http://localhost:8080';

/**
 * React gets its own long-cached chunk. Ant Design is left to the bundler's graph so each route
 * page loads only the components it uses (one antd chunk made the login page pull 1.1 MB).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
  // the dashboard's trend chart only: ECharts and its renderer zrender, long-cached, each under the size
  // warning. Cut by package, not by size: a size cut put ECharts' class chain across chunks out of order.
  { name: 'zrender', test: /node_modules[\\/]zrender[\\/]/, priority: 25 },
  { name: 'echarts', test: /node_modules[\\/]echarts[\\/]/, priority: 20 },
];

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/config.json': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // bench/web-bundle.ts reads it to report what each route page downloads
    manifest: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // The @rc-component packages (antd's building blocks) do not declare `sideEffects`, so every module
      // they import stayed in the bundle: Modal, part of the first download, pulled in the whole form
      // engine and the tooltip. Their modules only declare components (no import is there for its
      // side effects), so an unused one can go.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
