import {
  filenameFromContentDisposition,
  safeFileName,
  saveBlob,
  saveResponseAsFile,
} from './download';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename="Ada_Lovelace_Resume.docx"')).toBe(
      'Ada_Lovelace_Resume.docx',
    );
  });

  it('reads an unquoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename=report.pdf; size=12')).toBe(
      'report.pdf',
    );
  });

  it('prefers the UTF-8 filename* parameter over filename', () => {
    expect(
      filenameFromContentDisposition(
        `attachment; filename="Jos_Resume.docx"; filename*=UTF-8''Jos%C3%A9_Resume.docx`,
      ),
    ).toBe('José_Resume.docx');
  });

  it('strips path separators so a header cannot point outside the downloads folder', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe(
      '.._.._etc_passwd',
    );
  });

  it('returns null when the header is missing or names no file', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
  });
});

describe('safeFileName', () => {
  it('replaces characters file systems refuse', () => {
    expect(safeFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
  });
});

describe('saveBlob and saveResponseAsFile', () => {
  const createObjectURL = jest.fn(() => 'blob:stackfolio/1');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('clicks a temporary download link with the given name and removes it', () => {
    saveBlob(new Blob(['x']), 'file.txt');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('file.txt');
    expect(clicked[0].href).toBe('blob:stackfolio/1');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('names the file from Content-Disposition, else from the fallback', async () => {
    const named = new Response('doc', {
      headers: { 'Content-Disposition': 'attachment; filename="Server.docx"' },
    });
    await expect(saveResponseAsFile(named, 'Fallback.docx')).resolves.toBe('Server.docx');
    await expect(saveResponseAsFile(new Response('doc'), 'Fallback.docx')).resolves.toBe(
      'Fallback.docx',
    );
    expect(clicked.map((link) => link.download)).toEqual(['Server.docx', 'Fallback.docx']);
  });
});
