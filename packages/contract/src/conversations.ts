/* filled by issue 10 */
export {};
