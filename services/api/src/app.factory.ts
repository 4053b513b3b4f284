import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { nestLogLevels } from './config/log-levels';
import { HttpErrorFilter } from './common/http-error.filter';
import { sameOriginHook } from './common/same-origin.hook';

/** Builds the HTTP app exactly as production runs it; tests call this too. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: nestLogLevels(config.logLevel),
  });
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.enableShutdownHooks();
  await app.register(cookie);
  app.getHttpAdapter().getInstance().addHook('onRequest', sameOriginHook(config.corsOrigins));
  await app.register(helmet, {
    // Swagger UI at /api/docs runs inline scripts and styles; everything else is JSON.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  });
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Yrkesbro API')
      .setVersion('0.1.0')
      .addCookieAuth('yb_access')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  return app;
}
