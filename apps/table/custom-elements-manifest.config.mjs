// The custom-elements manifest (custom-elements.json) of <birimba-table>, generated from the element's source and
// its JSDoc (@fires, @csspart, @cssprop) by @custom-elements-manifest/analyzer with its Lit plugin: `pnpm cem`.
// Its parts are internal (they render in the table's one shadow root), so only the element's own module is read.

/** Keeps the public surface: Lit's internal state (`state: true`, private fields) is no attribute, private and
 * protected members are not listed, and only the events documented with `@fires` are (not `fire(type)`'s). */
function publicSurface() {
  return {
    name: 'birimba-public-surface',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.kind !== 'class') continue;
          const hidden = new Set(
            (decl.members ?? []).filter((m) => m.privacy === 'private' || m.privacy === 'protected').map((m) => m.name),
          );
          decl.members = (decl.members ?? []).filter((m) => !hidden.has(m.name));
          if (decl.attributes) decl.attributes = decl.attributes.filter((a) => !hidden.has(a.fieldName ?? a.name));
          if (decl.events) decl.events = decl.events.filter((e) => e.description !== undefined);
        }
      }
    },
  };
}

export default {
  globs: ['src/birimba-table.ts', 'src/attributes/table-attributes.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [publicSurface()],
};
