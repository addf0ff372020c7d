declare module 'virtual:blog-index' {
  const index: import('./postTypes').PostIndex
  export default index
}
