/** Reports the page's web vitals (issue 16 Build 5). To be built. */
export function startWebVitals(_page: { template: string }): void {}
