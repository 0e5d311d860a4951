/** Minimal: light neo-grotesque, a narrow label column, hairline rows and plenty of white space. */
export const MINIMAL_CSS = `
.rs-minimal{font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-weight:300;color:#1f1f1f;padding:clamp(20px,8%,64px)}
.rs-minimal .rs__header{margin-bottom:32px}
.rs-minimal .rs__name{font-size:2.5em;font-weight:200;letter-spacing:-.02em;line-height:1.1}
.rs-minimal .rs__role{margin-top:6px;color:#595959;letter-spacing:.03em}
.rs-minimal .rs__row{display:grid;grid-template-columns:1.25in minmax(0,1fr);gap:24px;padding:18px 0;border-top:1px solid #e5e5e5}
.rs-minimal .rs__section-title{padding-top:2px;font-size:.75em;font-weight:500;letter-spacing:.2em;text-transform:uppercase;color:#595959}
.rs-minimal strong{font-weight:600}
.rs-minimal .rs__project+.rs__project{margin-top:16px}
.rs-minimal .rs__project-head{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 12px}
.rs-minimal .rs__project-title{font-size:1.05em;font-weight:500}
.rs-minimal .rs__project-link{font-size:.85em;color:#595959}
.rs-minimal .rs__project-description{margin-top:2px}
.rs-minimal .rs__tags{margin-top:4px;font-size:.85em;color:#595959}
.rs-minimal .rs__tag{display:inline}
.rs-minimal .rs__tag+.rs__tag::before{content:' / '}
.rs-minimal .rs__skill{display:inline}
.rs-minimal .rs__skill+.rs__skill::before{content:' / ';color:#8c8c8c;font-weight:300}
.rs-minimal .rs__contact li+li{margin-top:4px}
.rs-minimal .rs__contact-label{display:inline-block;min-width:5.5em;color:#595959}
@container (max-width:520px){.rs-minimal .rs__row{grid-template-columns:minmax(0,1fr);gap:8px}}
`;
