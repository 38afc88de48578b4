import { Text, Title } from '@mantine/core';

export default function GenomicsPage() {
  return (
    <>
      <Title order={2}>Pharmacogenomics</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}
