import { Text, Title } from '@mantine/core';

export default function ClinicalPage() {
  return (
    <>
      <Title order={2}>Clinical decision support</Title>
      <Text>This page is being connected to its API.</Text>
    </>
  );
}
