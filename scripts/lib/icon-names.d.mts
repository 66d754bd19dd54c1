export declare const WEB_SRC: string;
export declare function usedIconNames(dir?: string): Set<string>;
