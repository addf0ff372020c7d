// Decap initialises itself from config.yml on import unless told otherwise; our configuration is
// derived from the site's schemas at runtime, so it must wait for CMS.init (this module is imported first).
;(window as Window & { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT = true
export {}
