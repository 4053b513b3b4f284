export * from '@yrkesbro/testing';
