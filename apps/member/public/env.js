// Placeholder for `vite dev` and `vite preview`: the production server (@sbc/static-server)
// answers this path with `window.__SBC_ENV__ = {...}` from its environment. Without it the
// app uses the values baked in at build time.
