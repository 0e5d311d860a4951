/**
 * Styles every template shares. The resume's CSS is plain text rather than styled-components
 * because the same text must style the preview, the printout and the standalone .html file.
 * Everything is scoped under `.rs`, so it cannot leak into the app around it.
 */
export const BASE_CSS = `
.rs{--rs-ink:#1f2937;--rs-muted:#4b5563;box-sizing:border-box;container-type:inline-size;width:100%;max-width:8.5in;margin:0 auto;background:#fff;color:var(--rs-ink);font-size:14px;line-height:1.5;text-align:left;-webkit-print-color-adjust:exact;print-color-adjust:exact;overflow-wrap:anywhere}
.rs *,.rs *::before,.rs *::after{box-sizing:border-box}
.rs :is(h1,h2,h3,h4,h5,h6,p,ul,li,figure){margin:0;padding:0;font:inherit;line-height:inherit;color:inherit}
.rs ul{list-style:none}
.rs a{color:inherit;text-decoration:none}
.rs a:hover{text-decoration:underline}
.rs a:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.rs strong{font-weight:700}
.rs__project,.rs__section-title{break-inside:avoid;page-break-inside:avoid}
.rs__section-title{break-after:avoid;page-break-after:avoid}
@media print{.rs{max-width:none;margin:0;font-size:10.5pt;box-shadow:none!important}.rs a{text-decoration:none}}
`;
