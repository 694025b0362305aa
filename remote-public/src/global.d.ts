declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Asset imports resolve to the file's URL (webpack asset/resource).
declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}

declare module '*.avif' {
  const url: string;
  export default url;
}

declare module '*.webm' {
  const url: string;
  export default url;
}

declare module '*.pdf' {
  const url: string;
  export default url;
}
