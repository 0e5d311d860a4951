import fs from 'node:fs';
import path from 'node:path';
import { Reader, type Response } from 'maxmind';

/**
 * The country database: the NRO's delegation statistics joined with whois and ASN data, published
 * daily on the npm registry by ip-location-db (data CC BY 4.0, © NRO, nro.net). IPv4 and IPv6 in
 * one 8 MB file, read into memory once, on first use; `npm update` brings a newer one.
 */
const DATABASE = path.join(
  path.dirname(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/package.json')),
  'geo-whois-asn-country.mmdb',
);

/** ip-location-db's records hold only this field. */
type CountryRecord = { country_code?: string };

let reader: Reader<Response> | null | undefined;

function database(): Reader<Response> | null {
  if (reader === undefined) {
    try {
      reader = new Reader<Response>(fs.readFileSync(DATABASE));
    } catch {
      // Without the file, countries read 'Unknown' as before; views are still recorded.
      reader = null;
    }
  }
  return reader ?? null;
}

/**
 * The ISO 3166-1 alpha-2 code of the country an address is registered in, or '' when unknown
 * (private, loopback and reserved ranges, malformed input). The address is looked up, never kept.
 */
export function countryOfIp(ip: string | undefined): string {
  if (!ip) return '';
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  try {
    const record = database()?.get(address) as CountryRecord | null | undefined;
    const code = record?.country_code ?? '';
    return /^[A-Z]{2}$/.test(code) ? code : '';
  } catch {
    return '';
  }
}
