import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'vocations' })
export class Vocation {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column({ type: 'varchar', length: 120, unique: true })
  name: string;
}
