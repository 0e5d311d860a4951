/** Creative: rounded humanist sans, a teal sidebar with an amber monogram, project cards. */
export const CREATIVE_CSS = `
.rs-creative{font-family:'Avenir Next',Avenir,'Trebuchet MS','Segoe UI',Verdana,sans-serif;color:#134e4a}
.rs-creative .rs__layout{display:grid;grid-template-columns:2.3in minmax(0,1fr);grid-template-areas:'side main';min-height:100%}
.rs-creative .rs__main{grid-area:main;padding:36px 36px 36px 32px}
.rs-creative .rs__sidebar{grid-area:side;padding:36px 24px;background:linear-gradient(180deg,#0f766e,#134e4a);color:#f0fdfa}
.rs-creative .rs__monogram{display:flex;align-items:center;justify-content:center;width:84px;height:84px;margin-bottom:28px;border-radius:50%;background:#fbbf24;color:#134e4a;font-size:2em;font-weight:800;letter-spacing:.04em}
.rs-creative .rs__name{font-size:2.3em;font-weight:800;line-height:1.05;color:#134e4a}
.rs-creative .rs__role{margin-top:6px;font-size:.95em;font-weight:700;letter-spacing:.16em;text-transform:uppercase;color:#c2410c}
.rs-creative .rs__header{margin-bottom:24px}
.rs-creative .rs__section+.rs__section{margin-top:24px}
.rs-creative .rs__section-title{display:flex;align-items:center;gap:8px;margin-bottom:10px;font-size:1.05em;font-weight:800}
.rs-creative .rs__main .rs__section-title::before{content:'';width:18px;height:6px;border-radius:3px;background:#f97316}
.rs-creative .rs__sidebar .rs__section-title{font-size:.8em;letter-spacing:.18em;text-transform:uppercase;color:#fde68a}
.rs-creative .rs__bio{color:#334155}
.rs-creative .rs__project{padding:12px 14px;border-left:5px solid #14b8a6;border-radius:10px;background:#f0fdfa}
.rs-creative .rs__project+.rs__project{margin-top:12px}
.rs-creative .rs__project-title{font-size:1.1em;font-weight:800}
.rs-creative .rs__project-link{display:block;font-size:.85em;color:#0f766e}
.rs-creative .rs__project-description{margin-top:4px;color:#334155}
.rs-creative .rs__tags{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}
.rs-creative .rs__tag{padding:2px 10px;border-radius:999px;background:#ffedd5;color:#9a3412;font-size:.8em;font-weight:700}
.rs-creative .rs__sidebar .rs__contact li+li,.rs-creative .rs__links li+li{margin-top:6px}
.rs-creative .rs__sidebar .rs__contact,.rs-creative .rs__links{font-size:.88em}
.rs-creative .rs__link-label{display:block;font-size:.8em;font-weight:700;color:#fde68a}
.rs-creative .rs__skills{display:flex;flex-wrap:wrap;gap:6px}
.rs-creative .rs__skill{padding:3px 10px;border-radius:999px;background:rgba(0,0,0,.22);font-size:.85em}
.rs-creative .rs__skill--featured{background:#fbbf24;color:#134e4a}
@container (max-width:600px){
.rs-creative .rs__layout{grid-template-columns:minmax(0,1fr);grid-template-areas:'main' 'side'}
.rs-creative .rs__main,.rs-creative .rs__sidebar{padding:24px 20px}
.rs-creative .rs__monogram{display:none}
}
`;
