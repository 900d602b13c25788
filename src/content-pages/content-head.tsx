// The <head> of every content page: the page title with the product name, and
// a meta description (search results and link previews show it).
export interface ContentHeadProps {
  title: string;
  description: string;
}

export function ContentHead({ title, description }: ContentHeadProps) {
  return (
    <>
      <title>{`${title} | Vector Database Cloud`}</title>
      <meta name="description" content={description} />
    </>
  );
}
