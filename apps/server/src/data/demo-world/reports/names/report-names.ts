import type { LocalizedText } from '@bondsight/contracts';

/**
 * Names of the statement sets, by standard (msfo, rsbu), the showcase subsidiary's set
 * (msfo_sub) and the bank's two form variants (actual, archive), in all ten languages.
 */
export const REPORT_NAMES: Record<
  'msfo' | 'msfo_sub' | 'rsbu' | 'actual' | 'archive',
  Required<LocalizedText>
> = {
  msfo: {
    eng: 'Consolidated IFRS financial statements',
    rus: 'Консолидированная отчётность по МСФО',
    chn: '合并国际财务报告准则报表',
    pol: 'Skonsolidowane sprawozdanie finansowe według MSSF',
    ita: 'Bilancio consolidato IFRS',
    deu: 'Konzernabschluss nach IFRS',
    esp: 'Estados financieros consolidados NIIF',
    fra: 'États financiers consolidés IFRS',
    tur: 'Konsolide UFRS finansal tabloları',
    ukr: 'Консолідована фінансова звітність за МСФЗ',
  },
  msfo_sub: {
    eng: 'IFRS statements of the generating subsidiary',
    rus: 'Отчётность генерирующей дочерней компании по МСФО',
    chn: '发电子公司国际财务报告准则报表',
    pol: 'Sprawozdanie finansowe spółki zależnej (wytwarzanie energii) według MSSF',
    ita: 'Bilancio IFRS della controllata di generazione elettrica',
    deu: 'IFRS-Abschluss der Erzeugungstochter',
    esp: 'Estados financieros NIIF de la filial de generación',
    fra: 'États financiers IFRS de la filiale de production d’électricité',
    tur: 'Elektrik üretim iştirakinin UFRS finansal tabloları',
    ukr: 'Звітність генерувальної дочірньої компанії за МСФЗ',
  },
  rsbu: {
    eng: 'RAS financial statements',
    rus: 'Бухгалтерская отчётность по РСБУ',
    chn: '俄罗斯会计准则报表',
    pol: 'Sprawozdanie finansowe według rosyjskich standardów (RAS)',
    ita: 'Bilancio secondo i principi contabili russi (RAS)',
    deu: 'Abschluss nach russischen Rechnungslegungsstandards (RAS)',
    esp: 'Estados financieros según normas contables rusas (RAS)',
    fra: 'États financiers selon les normes comptables russes (RAS)',
    tur: 'Rus muhasebe standartlarına (RAS) göre finansal tablolar',
    ukr: 'Бухгалтерська звітність за РСБО',
  },
  actual: {
    eng: 'Bank RAS reporting (forms 0409806, 0409807)',
    rus: 'Отчётность банка по РСБУ (формы 0409806, 0409807)',
    chn: '银行俄罗斯会计准则报表',
    pol: 'Sprawozdawczość banku według RAS (formularze 0409806, 0409807)',
    ita: 'Segnalazioni della banca secondo RAS (moduli 0409806, 0409807)',
    deu: 'Bankberichterstattung nach RAS (Formulare 0409806, 0409807)',
    esp: 'Información bancaria según RAS (formularios 0409806, 0409807)',
    fra: 'Reporting bancaire selon les RAS (formulaires 0409806, 0409807)',
    tur: 'RAS’ye göre banka raporlaması (formlar 0409806, 0409807)',
    ukr: 'Звітність банку за РСБО (форми 0409806, 0409807)',
  },
  archive: {
    eng: 'Bank RAS reporting, archive (forms 101, 102)',
    rus: 'Отчётность банка по РСБУ, архив (формы 101, 102)',
    chn: '银行俄罗斯会计准则报表（存档）',
    pol: 'Sprawozdawczość banku według RAS, archiwum (formularze 101, 102)',
    ita: 'Segnalazioni della banca secondo RAS, archivio (moduli 101, 102)',
    deu: 'Bankberichterstattung nach RAS, Archiv (Formulare 101, 102)',
    esp: 'Información bancaria según RAS, archivo (formularios 101, 102)',
    fra: 'Reporting bancaire selon les RAS, archives (formulaires 101, 102)',
    tur: 'RAS’ye göre banka raporlaması, arşiv (formlar 101, 102)',
    ukr: 'Звітність банку за РСБО, архів (форми 101, 102)',
  },
};
