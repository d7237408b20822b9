import { demoImageUrl, type StatusResponse, type Whitelabel } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { ClientInfo, CountryResolver } from './country-resolver';
import type { SiteLinks } from './service-site-links';

type Deps = {
  merchant: MerchantConfig;
  countryResolver: CountryResolver;
  /** The download, channel and customer-service links in force (an operator's, else the configuration's). */
  siteLinks: () => Promise<SiteLinks>;
};

function whitelabelOf(merchant: MerchantConfig): Whitelabel {
  return {
    merchantCode: merchant.merchantCode,
    flags: { ...merchant.flags },
    promotions: { ...merchant.promotions },
    vip: merchant.vip,
    appWindow: merchant.appWindow,
  };
}

function infoOf(merchant: MerchantConfig): StatusResponse['info'] {
  return {
    customerService: merchant.customerService,
    domainRoute: [{ domain: merchant.mainDomain, path: '/m/' }],
    mobileTemplate: merchant.mobileTemplate,
    paths: { home: '/m/home', logo: demoImageUrl('logo'), appIcon: demoImageUrl('app-icon') },
    register: {
      username: merchant.flags.USERNAMEREG3,
      mobile: merchant.flags.MOBILENUMREG3,
      mobileWithPassword: merchant.flags.MOBILENUMPASSREG3,
      smsVerification: merchant.flags.REGMOBVERF3,
    },
    resources: merchant.resources,
    whitelabel: whitelabelOf(merchant),
    mainDomain: merchant.mainDomain,
    imageCDNs: merchant.imageCDNs,
    appBannerHiddenHosts: merchant.appBannerHiddenHosts,
    currency: merchant.currency,
  };
}

/** Site status and white-label switches, driven by the merchant configuration and the operators' site links. */
export function createSystemService({ merchant, countryResolver, siteLinks }: Deps) {
  const info = infoOf(merchant);
  const restricted = new Set(merchant.regionRestriction.countries);
  return {
    whitelabel: (): Whitelabel => info.whitelabel,
    async status(client: ClientInfo): Promise<StatusResponse> {
      const [country, links] = await Promise.all([countryResolver.resolve(client), siteLinks()]);
      return {
        info: { ...info, resources: links.resources, customerService: links.customerService },
        location: { ip: client.ip, country },
        maintenance: merchant.maintenance,
        regionRestriction: country !== null && restricted.has(country),
      };
    },
  };
}
