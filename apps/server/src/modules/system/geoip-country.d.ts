/** geoip-country ships no types; only the lookup we use is declared. */
declare module 'geoip-country' {
  type TGeoIpCountry = { country: string; name: string };
  const geoip: { lookup(ip: string | number): TGeoIpCountry | null };
  export default geoip;
}
