/** Modern: geometric sans-serif, indigo header band, two columns that stack on narrow screens. */
export const MODERN_CSS = `
.rs-modern{font-family:Inter,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;--rs-accent:#4338ca}
.rs-modern .rs__header{background:linear-gradient(120deg,#312e81,#4338ca);color:#fff;padding:36px 40px 28px}
.rs-modern .rs__name{font-size:2.15em;font-weight:800;letter-spacing:-.02em;line-height:1.1}
.rs-modern .rs__role{font-size:1.15em;font-weight:500;color:#e0e7ff;margin-top:4px}
.rs-modern .rs__contact{display:flex;flex-wrap:wrap;gap:4px 20px;margin-top:16px;font-size:.92em;color:#eef2ff}
.rs-modern .rs__body{display:grid;grid-template-columns:minmax(0,1fr) 2.1in;gap:32px;padding:28px 40px 36px}
.rs-modern .rs__section+.rs__section{margin-top:24px}
.rs-modern .rs__section-title{display:flex;align-items:center;gap:10px;margin-bottom:12px;font-size:.8em;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--rs-accent)}
.rs-modern .rs__section-title::after{content:'';flex:1;height:2px;background:#e0e7ff}
.rs-modern .rs__bio{color:var(--rs-muted)}
.rs-modern .rs__project{padding-left:14px;border-left:3px solid #c7d2fe}
.rs-modern .rs__project+.rs__project{margin-top:16px}
.rs-modern .rs__project-title{font-size:1.08em;font-weight:700}
.rs-modern .rs__project-link{display:block;font-size:.85em;color:var(--rs-accent)}
.rs-modern .rs__project-description{margin-top:4px;color:var(--rs-muted)}
.rs-modern .rs__tags{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.rs-modern .rs__tag{padding:2px 9px;border-radius:999px;background:#eef2ff;color:#3730a3;font-size:.78em;font-weight:600}
.rs-modern .rs__skills{display:flex;flex-wrap:wrap;gap:6px}
.rs-modern .rs__skill{padding:3px 10px;border-radius:6px;background:#f3f4f6;font-size:.86em}
.rs-modern .rs__skill--featured{background:#4338ca;color:#fff}
.rs-modern .rs__links li{font-size:.9em}
.rs-modern .rs__links li+li{margin-top:8px}
.rs-modern .rs__link-label{display:block;font-weight:700;font-size:.85em;color:var(--rs-accent)}
@container (max-width:600px){
.rs-modern .rs__header{padding:24px 20px 20px}
.rs-modern .rs__body{grid-template-columns:minmax(0,1fr);gap:24px;padding:20px}
}
`;
