// Stylesheets are bundled by esbuild (scripts/build-web.ts); importing one has no value.
declare module '*.css';
