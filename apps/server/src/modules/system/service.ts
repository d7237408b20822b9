import { demoImageUrl, type StatusResponse, type Whitelabel } from '@palaro/contract';
import type { MerchantConfig } from '../../config/merchant-schema';
import type { ClientInfo, CountryResolver } from './country-resolver';

type Deps = { merchant: MerchantConfig; countryResolver: CountryResolver };

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

/** Site status and white-label switches, all driven by the merchant configuration. */
export function createSystemService({ merchant, countryResolver }: Deps) {
  const info = infoOf(merchant);
  const restricted = new Set(merchant.regionRestriction.countries);
  return {
    whitelabel: (): Whitelabel => info.whitelabel,
    async status(client: ClientInfo): Promise<StatusResponse> {
      const country = await countryResolver.resolve(client);
      return {
        info,
        location: { ip: client.ip, country },
        maintenance: merchant.maintenance,
        regionRestriction: country !== null && restricted.has(country),
      };
    },
  };
}
