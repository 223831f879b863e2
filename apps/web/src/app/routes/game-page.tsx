export default function Page(_props: Record<string, unknown>) {
  return <main />;
}
