/** The banner groups of home's first screen (SPEC 2.3), fetched in one call: the carousel and the recommended strip. */
export const HOME_TOP_BANNER_GROUPS = ['m_home', 'm_recommend'] as const;
