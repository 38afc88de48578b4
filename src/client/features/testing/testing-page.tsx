import { Text, Title } from '@mantine/core';

export default function TestingPage() {
  return (
    <>
      <Title order={2}>Testing</Title>
      <Text>Known-answer checks are being connected to the APIs.</Text>
    </>
  );
}
