<?xml version="1.0" encoding="UTF-8"?>
<!-- A course's lessons in one language, in course order. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml">

  <xsl:template match="lesson-index">
    <div class="lesson-index">
      <p class="kicker"><xsl:call-template name="word"><xsl:with-param name="key" select="'lessons'"/></xsl:call-template></p>
      <h1><xsl:value-of select="@course"/></h1>
      <xsl:if test="@print">
        <p class="print-link"><a href="{@print}"><xsl:call-template name="word"><xsl:with-param name="key" select="'print-page'"/></xsl:call-template></a></p>
      </xsl:if>
      <ol class="lesson-list">
        <xsl:apply-templates select="lesson | missing"/>
      </ol>
      <xsl:if test="unavailable">
        <h2><xsl:call-template name="word"><xsl:with-param name="key" select="'unlisted'"/></xsl:call-template></h2>
        <ul class="unavailable-list">
          <xsl:for-each select="unavailable">
            <li>
              <span class="title"><xsl:value-of select="@title"/></span>
              <xsl:text> </xsl:text>
              <span class="tag tag-unavailable">
                <xsl:call-template name="word"><xsl:with-param name="key" select="'unavailable'"/></xsl:call-template>
              </span>
            </li>
          </xsl:for-each>
        </ul>
      </xsl:if>
    </div>
  </xsl:template>

  <xsl:template match="lesson-index/lesson">
    <li class="lesson-entry">
      <span class="number"><xsl:value-of select="@number"/></span>
      <div class="entry-body">
        <a class="title" href="{@href}">
          <xsl:call-template name="field-language">
            <xsl:with-param name="lang" select="@title-lang"/>
            <xsl:with-param name="class" select="'title'"/>
          </xsl:call-template>
          <xsl:value-of select="@title"/>
        </a>
        <xsl:if test="@summary">
          <p class="summary">
            <xsl:call-template name="field-language">
              <xsl:with-param name="lang" select="@summary-lang"/>
              <xsl:with-param name="class" select="'summary'"/>
            </xsl:call-template>
            <xsl:value-of select="@summary"/>
          </p>
        </xsl:if>
        <p class="meta">
          <xsl:if test="@programs &gt; 0">
            <span class="verified-count">
              <xsl:call-template name="word">
                <xsl:with-param name="key" select="'verified-count'"/>
                <xsl:with-param name="n" select="@verified"/>
                <xsl:with-param name="m" select="@programs"/>
              </xsl:call-template>
            </span>
          </xsl:if>
          <!-- Each is one of the programs, so the count of programs stands before it. -->
          <xsl:if test="@ran-in-context &gt; 0">
            <xsl:text> · </xsl:text>
            <span class="ran-count">
              <xsl:call-template name="word">
                <xsl:with-param name="key" select="'ran-count'"/>
                <xsl:with-param name="n" select="@ran-in-context"/>
              </xsl:call-template>
            </span>
          </xsl:if>
          <xsl:if test="@typechecked &gt; 0">
            <xsl:text> · </xsl:text>
            <span class="typechecked-count">
              <xsl:call-template name="word">
                <xsl:with-param name="key" select="'typechecked-count'"/>
                <xsl:with-param name="n" select="@typechecked"/>
              </xsl:call-template>
            </span>
          </xsl:if>
          <xsl:if test="@failed &gt; 0">
            <xsl:text> · </xsl:text>
            <span class="failed-count">
              <xsl:call-template name="word">
                <xsl:with-param name="key" select="'failed-count'"/>
                <xsl:with-param name="n" select="@failed"/>
              </xsl:call-template>
            </span>
          </xsl:if>
          <xsl:if test="@programs &gt; 0 and @syntax-checked &gt; 0"><xsl:text> · </xsl:text></xsl:if>
          <xsl:if test="@syntax-checked &gt; 0">
            <span class="syntax-count">
              <xsl:call-template name="word">
                <xsl:with-param name="key" select="'syntax-count'"/>
                <xsl:with-param name="n" select="@syntax-checked"/>
              </xsl:call-template>
            </span>
          </xsl:if>
          <xsl:if test="(@programs &gt; 0 or @syntax-checked &gt; 0) and @apple-typechecked &gt; 0"><xsl:text> · </xsl:text></xsl:if>
          <xsl:if test="@apple-typechecked &gt; 0">
            <span class="apple-typechecked-count">
              <xsl:call-template name="word">
                <xsl:with-param name="key" select="'apple-typechecked-count'"/>
                <xsl:with-param name="n" select="@apple-typechecked"/>
              </xsl:call-template>
            </span>
          </xsl:if>
          <xsl:if test="@state">
            <xsl:if test="@programs &gt; 0 or @syntax-checked &gt; 0 or @apple-typechecked &gt; 0"><xsl:text> </xsl:text></xsl:if>
            <span class="tag state-{@state}">
              <xsl:if test="notice">
                <xsl:attribute name="title"><xsl:apply-templates select="notice" mode="text"/></xsl:attribute>
              </xsl:if>
              <xsl:call-template name="word"><xsl:with-param name="key" select="concat('state-', @state)"/></xsl:call-template>
            </span>
          </xsl:if>
        </p>
      </div>
    </li>
  </xsl:template>

  <xsl:template match="lesson-index/missing">
    <li class="lesson-entry missing">
      <span class="number"><xsl:value-of select="@number"/></span>
      <div class="entry-body">
        <span class="title">
          <!-- A lesson whose every file is broken (in the preview, which builds past it) has no title language. -->
          <xsl:if test="@title-lang">
            <xsl:attribute name="lang"><xsl:value-of select="@title-lang"/></xsl:attribute>
            <xsl:attribute name="xml:lang"><xsl:value-of select="@title-lang"/></xsl:attribute>
          </xsl:if>
          <xsl:value-of select="@title"/>
        </span>
        <p class="meta">
          <span class="tag tag-unavailable">
            <xsl:call-template name="word"><xsl:with-param name="key" select="'not-available'"/></xsl:call-template>
          </span>
          <xsl:text> </xsl:text>
          <xsl:call-template name="word"><xsl:with-param name="key" select="'read-in'"/></xsl:call-template>
          <xsl:for-each select="available">
            <xsl:text> </xsl:text>
            <a href="{@href}" hreflang="{@lang}">
              <xsl:call-template name="language-name"><xsl:with-param name="code" select="@lang"/></xsl:call-template>
            </a>
          </xsl:for-each>
        </p>
      </div>
    </li>
  </xsl:template>
</xsl:stylesheet>
