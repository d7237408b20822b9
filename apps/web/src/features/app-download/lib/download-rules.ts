export type DownloadOfferInput = {
  isHomePath: boolean;
  /** Inside the native app or an installed web app. */
  appLike: boolean;
  hasDownloadLink: boolean;
};

export type BannerInput = DownloadOfferInput & {
  hostname: string;
  hiddenHosts: readonly string[];
  dismissed: boolean;
};

/** SPEC 2.2: the app-download banner shows on home paths only, never on the special hosts, in the app or installed. */
export function shouldShowDownloadBanner(input: BannerInput): boolean {
  return (
    input.isHomePath &&
    !input.appLike &&
    input.hasDownloadLink &&
    !input.dismissed &&
    !input.hiddenHosts.includes(input.hostname)
  );
}

/** SPEC 2.2: the header's download-app button needs the home path, no app context, links and the app-window flag. */
export function shouldShowDownloadButton(input: DownloadOfferInput & { appWindow: boolean }): boolean {
  return input.isHomePath && !input.appLike && input.hasDownloadLink && input.appWindow;
}
