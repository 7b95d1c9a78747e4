// Under `vite dev` and `vite preview` this empty file keeps the build-time values; the production server (@sbc/static-server)
// answers this path with `window.__SBC_ENV__ = {...}` from its environment. Without it the
// app uses the values baked in at build time.
