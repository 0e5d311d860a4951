type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

class Listeners {
  private map = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.map.set(type, [...(this.map.get(type) ?? []), listener]);
  }
  emit(type: string, event = { lengthComputable: false, loaded: 0, total: 0 }) {
    for (const listener of this.map.get(type) ?? []) listener(event);
  }
}

/**
 * A stand-in for the browser's XMLHttpRequest (jsdom's would hit the network): records what was
 * sent and lets the test report upload progress and answer.
 */
class FakeXhr extends Listeners {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload = new Listeners();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.emit('progress', { lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.emit('load');
  }
  /** Every part of the FormData sent, in order: text, or `file:<name>`. */
  get parts(): Array<[string, string]> {
    const out: Array<[string, string]> = [];
    (this.body as FormData).forEach((value, key) => {
      out.push([key, typeof value === 'string' ? value : `file:${(value as File).name}`]);
    });
    return out;
  }
  /** The FormData sent, as a plain object of its text fields and file names (last part wins). */
  get fields(): Record<string, string> {
    const out: Record<string, string> = {};
    (this.body as FormData).forEach((value, key) => {
      out[key] = typeof value === 'string' ? value : `file:${(value as File).name}`;
    });
    return out;
  }
}

/** Installs FakeXhr as window.XMLHttpRequest for one test; returns the recorded requests. */
export function installFakeXhr(): typeof FakeXhr.requests {
  FakeXhr.requests = [];
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return FakeXhr.requests;
}
