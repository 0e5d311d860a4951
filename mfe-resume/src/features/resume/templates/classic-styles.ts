/** Classic: old-style serif, centred letterhead with a double rule, small-caps ruled headings. */
export const CLASSIC_CSS = `
.rs-classic{font-family:'Iowan Old Style','Palatino Linotype',Palatino,'Book Antiqua',Georgia,'Times New Roman',serif;color:#1c1917;padding:clamp(20px,7%,56px)}
.rs-classic .rs__header{text-align:center;padding-bottom:14px;margin-bottom:6px;border-bottom:3px double #1c1917}
.rs-classic .rs__name{font-size:2em;font-weight:400;letter-spacing:.16em;text-transform:uppercase;line-height:1.2}
.rs-classic .rs__role{margin-top:4px;font-size:1.1em;font-style:italic;color:#44403c}
.rs-classic .rs__contact{display:flex;flex-wrap:wrap;justify-content:center;margin-top:10px;font-size:.9em}
.rs-classic .rs__contact li+li::before{content:'\\00b7';margin:0 10px;color:#57534e}
.rs-classic .rs__section{margin-top:18px}
.rs-classic .rs__section-title{margin-bottom:8px;padding-bottom:3px;border-bottom:1px solid #1c1917;font-size:1em;font-weight:700;font-variant:small-caps;letter-spacing:.12em}
.rs-classic .rs__bio{text-align:justify;hyphens:auto}
.rs-classic .rs__skill{display:inline}
.rs-classic .rs__skill+.rs__skill::before{content:', '}
.rs-classic .rs__project+.rs__project{margin-top:12px}
.rs-classic .rs__project-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:0 16px}
.rs-classic .rs__project-title{font-size:1.05em;font-weight:700}
.rs-classic .rs__project-link{font-size:.88em;font-style:italic;color:#44403c}
.rs-classic .rs__project-description{margin-top:2px}
.rs-classic .rs__tags-row{margin-top:3px;font-size:.92em;font-style:italic;color:#44403c}
.rs-classic .rs__tags-label{margin-right:6px;font-style:normal;font-weight:700}
.rs-classic .rs__tags{display:inline}
.rs-classic .rs__tag{display:inline}
.rs-classic .rs__tag+.rs__tag::before{content:', '}
`;
